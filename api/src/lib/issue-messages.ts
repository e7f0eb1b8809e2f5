import { FIELD_MESSAGES } from '@sdp/shared';
import * as v from 'valibot';

/** valibot's own wording ("Invalid key: Expected "packageId" but received undefined"), which never reaches a client. */
const LIBRARY_WORDING = /^Invalid \w+: (Expected [\s\S]* but r|R)eceived /;
const NOT_AN_OBJECT = 'The request body must be a JSON object';
const BY_EXPECTED_TYPE: Record<string, string> = {
  string: 'Must be text',
  number: 'Must be a number',
  boolean: 'Must be true or false',
  Object: 'Must be an object',
  Array: 'Must be a list',
};

type Issue = v.BaseIssue<unknown>;
/** The parts of a valibot schema that lead to a nested field's schema. */
interface SchemaNode {
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  value?: SchemaNode;
  options?: SchemaNode[];
}

function childSchema(node: SchemaNode, key: unknown): SchemaNode | undefined {
  if (node.wrapped) return childSchema(node.wrapped, key);
  if (node.entries) return node.entries[String(key)];
  if (node.item ?? node.value) return node.item ?? node.value;
  for (const option of node.options ?? []) {
    const found = childSchema(option, key);
    if (found) return found;
  }
  return undefined;
}

/** What a field says when it is left blank: its message for '' or, failing that, for no value at all; else "Required". */
function blankFieldMessage(field: SchemaNode | undefined): string {
  if (!field) return FIELD_MESSAGES.required;
  for (const blank of ['', undefined]) {
    const message = v.safeParse(field as v.GenericSchema, blank).issues?.[0]?.message;
    if (message && !LIBRARY_WORDING.test(message)) return message;
  }
  return FIELD_MESSAGES.required;
}

/**
 * The message a client sees for one issue (docs/design.md §10): a missing key gets the field's own message (the spec's, as for a blank
 * field, or "Required"); any other issue still in valibot's wording gets a plain one. Schemas' own messages pass unchanged.
 */
export function clientMessage(root: v.GenericSchema, issue: Issue): string {
  if (!LIBRARY_WORDING.test(issue.message)) return issue.message;
  const path = issue.path ?? [];
  const last = path.at(-1);
  if (issue.type.endsWith('object') && last?.origin === 'key') {
    let field: SchemaNode | undefined = root as SchemaNode;
    for (const item of path) field = field && childSchema(field, item.key);
    return blankFieldMessage(field);
  }
  if (path.length === 0) return NOT_AN_OBJECT;
  if (issue.input === undefined) return FIELD_MESSAGES.required;
  return (issue.kind === 'schema' && BY_EXPECTED_TYPE[issue.expected ?? '']) || 'Invalid value';
}
