import { LinkButton } from '../ui/LinkButton';
import { Seo } from './Seo';
import './NotFound.css';
import { useHome, useUi } from '../lib/locale';
import { SHELL_IDS } from '../lib/shell-ids';

export function NotFound() {
  const ui = useUi();
  const home = useHome();
  return (
    <section className="not-found container" aria-labelledby={SHELL_IDS.notFoundTitle}>
      <Seo
        meta={{ title: ui.notFound.title, description: ui.notFound.text }}
        path={home === '/' ? '/404' : `${home}/404`}
        noindex
      />
      <h1 id={SHELL_IDS.notFoundTitle}>
        <span className="not-found__big">{ui.notFound.headingTop}</span>
        <span>{ui.notFound.headingBottom}</span>
      </h1>
      <p>{ui.notFound.text}</p>
      <LinkButton href={home}>{ui.notFound.back}</LinkButton>
    </section>
  );
}
