import { useTranslation } from 'react-i18next';

/** A text section whose title and paragraphs are locale keys: `{prefix}.title`, `{prefix}.p1`… */
export function ProseSection({
  prefix,
  paragraphs,
  list = false,
}: {
  prefix: string;
  paragraphs: number;
  list?: boolean;
}) {
  const { t } = useTranslation();
  const keys = Array.from({ length: paragraphs }, (_, index) => `${prefix}.p${index + 1}`);
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold">{t(`${prefix}.title`)}</h2>
      {list ? (
        <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700 marker:text-accent-700">
          {keys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : (
        keys.map((key) => (
          <p key={key} className="mt-3 text-stone-700">
            {t(key)}
          </p>
        ))
      )}
    </section>
  );
}
