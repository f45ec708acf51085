export function Avatar({
  src,
  name,
  size = 72,
  alt = '',
  className,
  testId,
}: {
  src?: string | null;
  name: string;
  size?: number;
  /** Empty (decorative) when the name is shown next to it. */
  alt?: string;
  className?: string;
  testId?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';
  const extra = className ? ` ${className}` : '';
  return src ? (
    <img className={`avatar${extra}`} src={src} alt={alt} width={size} height={size} data-testid={testId} />
  ) : (
    <span
      className={`avatar avatar--initials${extra}`}
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      aria-hidden="true"
      data-testid={testId}
    >
      {initials}
    </span>
  );
}
