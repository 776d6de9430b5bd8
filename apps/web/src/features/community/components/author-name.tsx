/**
 * A text with a parent's display name in it ("by {{author}}"), the name isolated so that a Latin
 * name in an Arabic sentence (or the other way round) keeps the sentence's order.
 */
export function WithAuthor({ text, author }: { text: (author: string) => string; author: string }) {
  const MARK = '\u0000';
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi className="font-bold text-night-900">{author}</bdi>
      {after}
    </>
  );
}

const tones = [
  'bg-moon-100 text-night-900',
  'bg-night-100 text-night-900',
  'bg-teal-600/15 text-teal-600',
  'bg-rose-500/10 text-rose-500',
] as const;

/** A round avatar with the first letter of the parent's display name, in a colour of its own. */
export function AuthorAvatar({ author }: { author: string }) {
  const initial = Array.from(author.trim())[0]?.toLocaleUpperCase() ?? '?';
  let hash = 0;
  for (const char of author) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${tones[hash % tones.length]}`}
    >
      {initial}
    </span>
  );
}
