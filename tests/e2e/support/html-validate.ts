/**
 * html-validate set up as the W3C check of the built pages (tests/e2e/html-valid.spec.ts):
 * its recommended rules, minus pure serialisation style, plus the conformance
 * rule below that it lacks and the Nu HTML Checker enforces.
 */
import { Rule, type ConfigData, type DOMReadyEvent, type Plugin } from 'html-validate';

/**
 * HTML forbids `aria-expanded` on an element with `popovertarget`: the browser
 * exposes the popover's open state itself (Nu: "The aria-expanded attribute
 * must not be used on any element which has a popovertarget attribute").
 */
class NoAriaExpandedOnPopoverTarget extends Rule {
  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const el of document.querySelectorAll('[aria-expanded]'))
        if (el.hasAttribute('popovertarget'))
          this.report(el, 'aria-expanded must not be used on an element with a popovertarget attribute');
    });
  }
}

const plugin: Plugin = {
  name: 'runsite',
  rules: { 'runsite/no-aria-expanded-popovertarget': NoAriaExpandedOnPopoverTarget },
};

export const htmlValidateConfig: ConfigData = {
  plugins: [plugin],
  extends: ['html-validate:recommended'],
  rules: {
    'runsite/no-aria-expanded-popovertarget': 'error',
    // Serialisation style, not validity: React and the prerenderer write `<!doctype html>`, `<meta … />`,
    // camelCase attribute names (`hrefLang`, `popoverTarget`: HTML attribute names are case-insensitive)
    // and boolean attributes as `required=""`, `hidden=""`; all are conforming forms the HTML parser reads alike.
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId ids (`_R_55_-title`) are valid HTML ids (non-empty, no whitespace); the strict mode
    // also asks for a leading letter, a CSS-selector convenience, not an HTML rule.
    'valid-id': ['error', { relaxed: true }],
    // A name on a list (`<ul aria-label="Legal">`) is allowed by ARIA (role list is nameable); the rule's
    // default only prefers fewer names. Names on elements that cannot have one still fail.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A product card's colour comes from its page document (`bg`): the only inline style besides display.
    'no-inline-style': ['error', { allowedProperties: ['display', 'background-color'] }],
    // The language switcher sits in the header bar and in the mobile menu, both named "Language": CSS shows
    // one at a time (the bar is hidden on phones, the menu is a closed popover on desktop), which a static
    // check cannot see. axe checks landmark-unique on the rendered pages at 390 and 1280 px (a11y.spec.ts).
    'unique-landmark': 'off',
  },
};
