/** The heading block most sections open with: optional eyebrow, the h2, optional intro. */
export function SectionHeader({ eyebrow, title, intro, titleId }: { eyebrow?: string; title: string; intro?: string; titleId?: string }) {
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={titleId} className="section__title">
        {title}
      </h2>
      {intro && <p className="section__intro">{intro}</p>}
    </>
  );
}
