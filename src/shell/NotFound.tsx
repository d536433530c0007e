import { LinkButton } from '../ui/Button';
import { ui } from '../i18n/it';
import { Seo } from './Seo';
import './NotFound.css';

export function NotFound() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <Seo meta={{ title: ui.notFound.title, description: ui.notFound.text }} path="/404" noindex />
      <h1 id="not-found-title">
        <span className="not-found__big">{ui.notFound.headingTop}</span>
        <span>{ui.notFound.headingBottom}</span>
      </h1>
      <p>{ui.notFound.text}</p>
      <LinkButton href="/">{ui.notFound.back}</LinkButton>
    </section>
  );
}
