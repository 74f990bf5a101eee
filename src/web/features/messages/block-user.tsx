// "Block this user" on a conversation. The button starts from the conversation's
// `blocked_by_you` (so a reload shows "Unblock") and then shows the state the last action
// left. Blocking asks first.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { useBlockUser } from './api.ts';

type Props = { userId: string; name: string; initiallyBlocked: boolean };
const OUTCOMES = {
  blocked: 'messages.blocked',
  unblocked: 'messages.unblocked',
  blockFailed: 'messages.blockFailed',
  unblockFailed: 'messages.unblockFailed',
} as const;
type Outcome = keyof typeof OUTCOMES;

export function BlockUser({ userId, name, initiallyBlocked }: Props) {
  const { t } = useTranslation();
  const block = useBlockUser(userId);
  const [blocked, setBlocked] = useState(initiallyBlocked);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  // The dialog unmounts its content on close, so focus goes back to the button by hand.
  const closeDialog = () => {
    setAsking(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  const run = (next: boolean) =>
    block.mutate(next, {
      onSuccess: () => {
        setBlocked(next);
        setOutcome(next ? 'blocked' : 'unblocked');
      },
      onError: () => setOutcome(next ? 'blockFailed' : 'unblockFailed'),
      onSettled: closeDialog,
    });
  const failed = outcome === 'blockFailed' || outcome === 'unblockFailed';

  return (
    <div className="flex flex-col gap-2">
      <Button
        ref={button}
        variant="danger-outline"
        size="sm"
        className="self-start"
        disabled={block.isPending}
        onClick={() => (blocked ? run(false) : setAsking(true))}
      >
        {blocked ? t('messages.unblock') : t('messages.block')}
      </Button>
      <div role="status">
        {outcome && !failed && (
          <p className="rounded-lg bg-stone-100 p-3 text-sm font-medium text-stone-800">
            {t(OUTCOMES[outcome], { name })}
          </p>
        )}
      </div>
      {outcome && failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {t(OUTCOMES[outcome], { name })}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('messages.blockTitle', { name })}
        message={t('messages.blockExplain', { name })}
        confirmLabel={t('messages.blockConfirm')}
        cancelLabel={t('reports.cancel')}
        busy={block.isPending}
        onConfirm={() => run(true)}
        onCancel={closeDialog}
      />
    </div>
  );
}
