// Walks a zod schema to every string it accepts, for the battery's check that each one is built
// on safeString() (src/shared/safe-text.ts), so a new field cannot take text the database
// refuses. String formats (z.email(), z.iso.date(), ...) pass: their patterns hold no NUL and no
// half of a surrogate pair.
import type { z } from 'zod';
import { safeTextCheck } from '../../src/shared/safe-text.js';

interface Definition {
  type: string;
  format?: string;
  checks?: unknown[];
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  element?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  getter?: () => z.core.$ZodType;
}

interface StringLeaf {
  path: string;
  /** Built on safeString(). */
  checked: boolean;
  /** A string format (e-mail, ISO date, UUID): a pattern that takes no NUL or half surrogate pair either. */
  format: boolean;
}

/** Every place in `schema` that accepts a string ('' is the schema itself), in the order zod checks them. */
export function stringLeaves(schema: z.core.$ZodType): StringLeaf[] {
  const found: StringLeaf[] = [];
  const seen = new Set<z.core.$ZodType>();
  const visit = (node: z.core.$ZodType | null | undefined, path: string) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Definition;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    switch (def.type) {
      case 'string':
        found.push({ path, checked: Boolean(def.checks?.includes(safeTextCheck)), format: Boolean(def.format) });
        return;
      case 'object':
        for (const [key, field] of Object.entries(def.shape ?? {})) visit(field, at(key));
        return visit(def.catchall, at('*'));
      case 'pipe':
        visit(def.in, path);
        return visit(def.out, path);
      case 'union':
        return def.options?.forEach((option) => visit(option, path));
      case 'intersection':
        visit(def.left, path);
        return visit(def.right, path);
      case 'array':
        return visit(def.element, at('[]'));
      case 'record':
        visit(def.keyType, at('(key)'));
        return visit(def.valueType, at('*'));
      case 'tuple':
        def.items?.forEach((item, index) => visit(item, at(String(index))));
        return visit(def.rest, at('*'));
      case 'lazy':
        return visit(def.getter?.(), path);
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional: one inner schema.
        return visit(def.innerType, path);
    }
  };
  visit(schema, '');
  return found;
}

/** Where in `schema` a string is accepted without safeString's check. */
export function stringsWithoutSafeText(schema: z.core.$ZodType): string[] {
  return [
    ...new Set(
      stringLeaves(schema)
        .filter((leaf) => !leaf.checked && !leaf.format)
        .map((leaf) => leaf.path),
    ),
  ];
}

/** Whether text sent for this field meets safeString's check first, so its refusal is that check's message. */
export function checksTextFirst(schema: z.core.$ZodType): boolean {
  return stringLeaves(schema)[0]?.checked ?? false;
}
