/** The face-oval guide: the frame around the oval is dimmed so the person centres their face and hair. */
export function FaceGuide() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
    >
      <defs>
        <mask id="face-guide-mask">
          <rect width="100" height="100" fill="white" />
          <ellipse cx="50" cy="45" rx="31" ry="30" fill="black" />
        </mask>
      </defs>
      <rect width="100" height="100" fill="rgb(0 0 0 / 0.38)" mask="url(#face-guide-mask)" />
      <ellipse
        cx="50"
        cy="45"
        rx="31"
        ry="30"
        fill="none"
        stroke="white"
        strokeOpacity="0.9"
        strokeWidth="2"
        strokeDasharray="5 4"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
