/**
 * The Controls table of a section story, from the section's zod schema (as
 * JSON Schema, input shape: what a document author writes): every field the
 * document may have, whether it is required, its allowed values and limits,
 * so an editor reads the contract next to the JSON. schemas/ is pure (no
 * jsdom, no Node), so Storybook reads it directly, like the build.
 */
import type { StrictArgTypes, StrictInputType } from 'storybook/internal/types';
import { z } from 'zod';
import { schemaFor, sectionTypes, type SectionType } from '../schemas/section';

type JsonSchema = z.core.JSONSchema.BaseSchema;

const isSectionType = (type: string): type is SectionType => (sectionTypes as string[]).includes(type);

export function sectionSchema(type: string): JsonSchema | undefined {
  return isSectionType(type) ? z.toJSONSchema(schemaFor(type), { io: 'input', unrepresentable: 'any' }) : undefined;
}

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min === 1 && max === undefined) return 'Not empty.';
  if (min !== undefined && max !== undefined) return `${min}–${max} ${unit}.`;
  if (min !== undefined) return `At least ${min} ${unit}.`;
  if (max !== undefined) return `At most ${max} ${unit}.`;
  return '';
}

/** One line for the table: the rules a value must follow. */
export function describeField(field: JsonSchema, required: boolean): string {
  const rules = [
    required ? 'Required.' : 'Optional.',
    field.description ? `${field.description}.` : '',
    field.const !== undefined ? `Always ${JSON.stringify(field.const)}.` : '',
    field.enum ? `One of ${field.enum.map((v) => JSON.stringify(v)).join(', ')}.` : '',
    range(field.minLength, field.maxLength, 'characters'),
    range(field.minItems, field.maxItems, 'items'),
    range(field.minimum, field.maximum, '(number)'),
  ];
  return rules.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

function controlFor(name: string, field: JsonSchema): Pick<StrictInputType, 'control' | 'options'> {
  if (name === 'type') return { control: false }; // changing it would make another section
  if (field.enum) return { control: { type: 'select' }, options: field.enum };
  if (field.type === 'string') return { control: { type: 'text' } };
  if (field.type === 'boolean') return { control: { type: 'boolean' } };
  if (field.type === 'integer' || field.type === 'number')
    return { control: { type: 'number', min: field.minimum, max: field.maximum } };
  return { control: { type: 'object' } };
}

export function sectionArgTypes(type: string): StrictArgTypes {
  const schema = sectionSchema(type);
  if (!schema) return {};
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
      if (typeof field === 'boolean') return [];
      const kind =
        [field.type ?? []].flat().join(' | ') || (field.oneOf || field.anyOf ? 'one of several shapes' : 'value');
      const argType: StrictInputType = {
        name,
        description: describeField(field, required.has(name)),
        type: { name: 'other', value: kind, required: required.has(name) },
        table: {
          type: { summary: field.enum ? field.enum.map((v) => JSON.stringify(v)).join(' | ') : kind },
          ...(field.default !== undefined ? { defaultValue: { summary: JSON.stringify(field.default) } } : {}),
        },
        ...controlFor(name, field),
      };
      return [[name, argType]];
    }),
  );
}
