// The form that reports a conversation to the moderators (components/ui/report-dialog.tsx with
// the conversation's words and request). A refused field (400) is named, not the server's words.
import { useTranslation } from 'react-i18next';
import {
  conversationReportWriteSchema,
  MESSAGE_TEXT_MAX,
  type ConversationReportWrite,
} from '#shared/contracts/conversations.ts';
import { ReportDialog, type ReportOutcome } from '#web/components/ui/report-dialog.tsx';
import { useReportConversation } from './api.ts';

export type { ReportOutcome };
type Props = { id: string; onClose: () => void; onDone: (outcome: ReportOutcome) => void };

export function ReportConversationDialog({ id, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const send = useReportConversation(id);
  return (
    <ReportDialog<ConversationReportWrite>
      title={t('messages.report')}
      legend={t('messages.reportReason')}
      reasonLabel={(reason) => t(`messages.reportReasons.${reason}`)}
      textMax={MESSAGE_TEXT_MAX}
      schema={conversationReportWriteSchema}
      send={send.mutateAsync}
      busy={send.isPending}
      refused={{ form: t('messages.reportRefused'), text: t('messages.reportTextRefused') }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
