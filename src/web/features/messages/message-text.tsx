// A message's text: line breaks kept; links clickable. In a message with `links_inert` (every
// message of a new account, or one carrying a warning) they stay plain text until the reader
// chooses to open them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const LINK = /(https?:\/\/[^\s<>"]+)/g;

export function MessageText({ text, inert }: { text: string; inert: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const parts = text.split(LINK);
  const hasLinks = parts.length > 1;
  if (inert && !opened)
    return (
      <>
        <p className="break-words whitespace-pre-wrap">{text}</p>
        {hasLinks && (
          <button type="button" className="mt-1 text-sm underline" onClick={() => setOpened(true)}>
            {t('dealSafety.openLinks')}
          </button>
        )}
      </>
    );
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            rel="nofollow noopener noreferrer ugc"
            target="_blank"
            className="underline"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
