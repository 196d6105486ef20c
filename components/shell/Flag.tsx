/** Small flag drawings for the region selector (list one). 'globe' stands for other countries. */
export function Flag({ country }: { country?: string }) {
  const stripes = (colors: string[], vertical = false) =>
    colors.map((color, index) =>
      vertical ? (
        <rect
          key={color + index}
          x={(index * 24) / colors.length}
          y="0"
          width={24 / colors.length}
          height="16"
          fill={color}
        />
      ) : (
        <rect
          key={color + index}
          x="0"
          y={(index * 16) / colors.length}
          width="24"
          height={16 / colors.length}
          fill={color}
        />
      ),
    );
  const body: Record<string, React.ReactNode> = {
    CN: (
      <>
        <rect width="24" height="16" fill="#de2910" />
        <path d="M5 2.5l.9 2.7h2.8l-2.3 1.7.9 2.7L5 7.9 2.7 9.6l.9-2.7L1.3 5.2h2.8z" fill="#ffde00" />
      </>
    ),
    DE: stripes(['#000000', '#dd0000', '#ffce00']),
    ES: (
      <>
        <rect width="24" height="16" fill="#aa151b" />
        <rect y="4" width="24" height="8" fill="#f1bf00" />
      </>
    ),
    FR: stripes(['#002395', '#ffffff', '#ed2939'], true),
    IT: stripes(['#009246', '#ffffff', '#ce2b37'], true),
    NL: stripes(['#ae1c28', '#ffffff', '#21468b']),
  };
  return (
    <svg
      viewBox="0 0 24 16"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0 }}
    >
      {country && body[country] ? (
        body[country]
      ) : (
        <>
          <rect width="24" height="16" fill="#e8edf5" />
          <circle cx="12" cy="8" r="6" fill="none" stroke="#0b2a5b" strokeWidth="1.2" />
          <path d="M6 8h12M12 2c-3 3-3 9 0 12M12 2c3 3 3 9 0 12" fill="none" stroke="#0b2a5b" strokeWidth="1" />
        </>
      )}
    </svg>
  );
}
