// "Report this conversation": opens the report form; once sent (or sent before), the button
// gives way to a note that says so, and focus moves to it so a screen reader reads it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { ReportConversationDialog, type ReportOutcome } from './report-conversation-dialog.tsx';

export function ReportConversation({ id }: { id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  // The dialog leaves the page when it closes, so focus is put back by hand.
  const refocus = () => requestAnimationFrame(() => (note.current ?? button.current)?.focus());

  return (
    <div className="flex flex-col gap-2">
      {outcome === null && (
        <Button
          ref={button}
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => setOpen(true)}
        >
          {t('messages.report')}
        </Button>
      )}
      <div role="status">
        {outcome && (
          <p
            ref={note}
            tabIndex={-1}
            className="rounded-lg bg-stone-100 p-3 text-sm font-medium text-stone-800"
          >
            {outcome === 'sent' ? t('messages.reportSent') : t('messages.reportAlready')}
          </p>
        )}
      </div>
      {open && (
        <ReportConversationDialog
          id={id}
          onClose={() => {
            setOpen(false);
            refocus();
          }}
          onDone={(result) => {
            setOpen(false);
            setOutcome(result);
            refocus();
          }}
        />
      )}
    </div>
  );
}
