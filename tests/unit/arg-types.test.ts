// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../schemas/section';
import { describeField, sectionArgTypes, sectionSchema } from '../../stories/arg-types';

describe('Storybook Controls table from the section schemas', () => {
  it.each(sectionTypes)('%s: lists every field of the schema with its required flag', (type) => {
    const schema = sectionSchema(type);
    const argTypes = sectionArgTypes(type);
    expect(Object.keys(argTypes).sort()).toEqual(Object.keys(schema?.properties ?? {}).sort());
    for (const name of schema?.required ?? []) expect(argTypes[name].description).toMatch(/^Required\./);
    expect(argTypes.type.control).toBe(false);
  });

  it('offers the allowed values of an enum field as a select', () => {
    const variant = sectionArgTypes('list').variant;
    expect(variant.control).toEqual({ type: 'select' });
    expect(variant.options?.length).toBeGreaterThan(1);
    expect(variant.description).toMatch(/One of "/);
  });

  it('states limits in words and shows defaults in their column', () => {
    expect(describeField({ type: 'string', minLength: 1, maxLength: 70 }, true)).toBe('Required. 1–70 characters.');
    expect(describeField({ type: 'string', minLength: 1 }, false)).toBe('Optional. Not empty.');
    expect(describeField({ type: 'array', minItems: 2 }, false)).toBe('Optional. At least 2 items.');
    expect(sectionArgTypes('list').variant.table?.defaultValue).toEqual({ summary: '"cards"' });
  });

  it('gives text, boolean and JSON controls by field type', () => {
    const accordion = sectionArgTypes('accordion');
    expect(accordion.title.control).toEqual({ type: 'text' });
    expect(accordion.faq.control).toEqual({ type: 'boolean' });
    expect(accordion.items.control).toEqual({ type: 'object' });
  });
});
