/** The speech-bubble icon of the chat button and the panel header. */
export function ChatIcon({ size = 26 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
        fill="currentColor"
      />
      <circle cx="8.5" cy="9.5" r="1.2" fill="#4f46e5" />
      <circle cx="12" cy="9.5" r="1.2" fill="#4f46e5" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="#4f46e5" />
    </svg>
  );
}
