// The form that reports a listing (components/ui/report-dialog.tsx with the listing's words and
// request). Loaded only when someone opens it, so the detail page does not carry its schema.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_TEXT_MAX, reportWriteSchema, type ReportWrite } from '#shared/contracts/reports.ts';
import {
  ReportDialog as ReasonForm,
  type ReportOutcome,
} from '#web/components/ui/report-dialog.tsx';
import { api } from '#web/lib/api-client.ts';

export type { ReportOutcome };
type Props = { gearId: string; onClose: () => void; onDone: (outcome: ReportOutcome) => void };

export function ReportDialog({ gearId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (body: ReportWrite) => api(`gears/${gearId}/reports/`, { method: 'POST', body }),
  });
  return (
    <ReasonForm<ReportWrite>
      title={t('reports.title')}
      legend={t('reports.reason')}
      reasonLabel={(reason) => t(`reports.reasons.${reason}`)}
      textMax={REPORT_TEXT_MAX}
      schema={reportWriteSchema}
      send={send.mutateAsync}
      busy={send.isPending}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
