import { useTranslation } from 'react-i18next';

/** A text section whose title and paragraphs are locale keys: `{prefix}.title`, `{prefix}.p1`… */
export function ProseSection({
  prefix,
  paragraphs,
  list = false,
  id,
}: {
  prefix: string;
  paragraphs: number;
  list?: boolean;
  /** The anchor other pages link to (`/security-and-safety#off-site`). */
  id?: string;
}) {
  const { t } = useTranslation();
  const keys = Array.from({ length: paragraphs }, (_, index) => `${prefix}.p${index + 1}`);
  return (
    <section id={id} className="mt-8 scroll-mt-20">
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
