// A message's text: line breaks kept; links clickable unless the sender's account was new when
// it was written (`links_inert`): then they stay plain text.
const LINK = /(https?:\/\/[^\s<>"]+)/g;

export function MessageText({ text, inert }: { text: string; inert: boolean }) {
  if (inert) return <p className="break-words whitespace-pre-wrap">{text}</p>;
  const parts = text.split(LINK);
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
