import { site } from 'virtual:content';
import type { SectionOf } from '../../../schemas/section';
import { Button } from '../../ui/Button';
import type { LegalBlock } from '../../i18n/legal.it';
import { fillSiteData, legalAnchor } from '../../lib/legal-fill';
import './LegalSections.css';
import { useLegalDocuments, useUi } from '../../lib/locale';

function Text({ text }: { text: string }) {
  return (
    <>
      {fillSiteData(text, site).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={`mailto:${part.email}`}>
            {part.email}
          </a>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <Text text={block} />
      </p>
    );
  }
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>
          <Text text={item} />
        </li>
      ))}
    </ul>
  );
}

export function LegalSections({ id, document }: SectionOf<'legalSections'>) {
  const ui = useUi();
  const legalDocuments = useLegalDocuments();
  const doc = legalDocuments[document];
  const prefix = id ?? document;
  const sections = doc.sections.map((s) => ({ ...s, anchor: legalAnchor(prefix, s.title) }));
  return (
    <div id={id} className="legal">
      <header className="legal__header">
        <div className="container">
          <h1 className="legal__title">{doc.title}</h1>
          <p className="legal__updated">
            {ui.legal.updated} <time dateTime={doc.updated.iso}>{doc.updated.label}</time>
          </p>
          <p className="legal__intro">
            <Text text={doc.intro} />
          </p>
        </div>
      </header>
      <div className="container legal__layout">
        <nav className="legal__toc" aria-labelledby={`${prefix}-toc`}>
          <h2 id={`${prefix}-toc`} className="legal__toc-title">
            {ui.legal.toc}
          </h2>
          <ol>
            {sections.map((s) => (
              <li key={s.anchor}>
                <a href={`#${s.anchor}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {sections.map((s) => (
            <section key={s.anchor} id={s.anchor} className="legal__section" aria-labelledby={`${s.anchor}-title`}>
              <h2 id={`${s.anchor}-title`}>{s.title}</h2>
              {s.body.map((block, i) => (
                <Block key={i} block={block} />
              ))}
              {s.action === 'cookiePreferences' && (
                // Served by the page's one handler (app/page-handlers.ts): this section ships no code.
                <Button variant="tertiary" className="legal__action" opensCookiePreferences>
                  {ui.legal.openCookiePanel}
                </Button>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
