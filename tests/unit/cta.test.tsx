import { render, screen } from '@testing-library/react';
import { servePageButtons } from '../../src/app/page-handlers';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { site } from 'virtual:content';
import type { SectionOf } from '../../schemas/section';
import { Cta } from '../../src/sections/cta/Cta';
import { ImageBlock } from '../../src/sections/imageBlock/ImageBlock';

const assistant: SectionOf<'cta'> = {
  type: 'cta',
  title: 'Chiedi a Rachel',
  text: 'Risponde subito.',
  button: { label: 'Avvia una chat', action: 'openChat', variant: 'primary' },
  variant: 'assistant',
};

describe('Cta', () => {
  it("assistant variant: the assistant's picture from site.json, named section, and the button clicks the chat bubble", async () => {
    const bubble = document.createElement('button');
    bubble.setAttribute('data-chat-bubble', '');
    const clicked = vi.fn();
    bubble.addEventListener('click', clicked);
    document.body.append(bubble);
    // The section ships no code: the page's one handler serves its button (app/page-handlers.ts).
    const stop = servePageButtons();
    try {
      const { container } = render(<Cta {...assistant} />);
      expect(screen.getByRole('region', { name: 'Chiedi a Rachel' })).toBeInTheDocument();
      const avatar = container.querySelector('img.cta__avatar');
      expect(avatar).toHaveAttribute('src', '/images/rachel-avatar.svg');
      expect(avatar).toHaveAttribute('width', '96');
      expect(avatar).toHaveAttribute('height', '96');
      expect(avatar).toHaveAttribute('alt', '');
      await userEvent.click(screen.getByRole('button', { name: 'Avvia una chat' }));
      expect(clicked).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      bubble.remove();
    }
  });

  it('assistant variant with no picture in site.json: no image, the copy and the button stay', () => {
    const { avatar } = site.chat;
    site.chat.avatar = undefined;
    try {
      const { container } = render(<Cta {...assistant} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Chiedi a Rachel' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Avvia una chat' })).toBeInTheDocument();
    } finally {
      site.chat.avatar = avatar;
    }
  });

  it('default variant: no avatar, the button is a link', () => {
    const { container } = render(
      <MemoryRouter>
        <Cta {...assistant} variant="default" button={{ label: 'Contattaci', href: '/contatti', variant: 'primary' }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
  });
});

describe('ImageBlock', () => {
  it('renders two images side by side with alt text and the caption', () => {
    const { container } = render(
      <ImageBlock
        type="imageBlock"
        title="Mockup"
        caption="Sul sito e sullo smartphone"
        images={[
          { src: '/images/a.svg', width: 10, height: 10, alt: 'Primo' },
          { src: '/images/b.svg', width: 10, height: 10, decorative: true },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Mockup' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Primo' })).toHaveAttribute('width', '10');
    expect(container.querySelectorAll('img')[1]).toHaveAttribute('alt', '');
    expect(container.querySelector('.image-block__figure--pair')).not.toBeNull();
    expect(screen.getByText('Sul sito e sullo smartphone').tagName).toBe('FIGCAPTION');
  });
});
