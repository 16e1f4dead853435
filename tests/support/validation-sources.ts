// The custom validation messages written in contract/'s zod schemas, found in the source: the text argument of a check
// (`.min(1, 'Enter a password')`, `.regex(re, '...')`, `.refine(fn, '...')`, `.int('...')`), a `message:` or `error:`
// property (`ctx.addIssue({ message })`, `{ error: '...' }`, `{ message: '...' }`), a schema's own text
// (`z.enum(values, '...')`), and the string constant any of those names (MOBILE_HINT, FEEDBACK_TOO_LARGE). A template
// literal's key has `{name}` for each `${...}`, by the server's rule (message-sources.ts placeholderName).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { walk } from './message-sources.ts';
import { placeholderName, ROOT } from './message-sources.ts';

/** Checks whose first argument is a bound and whose later text argument is the message. */
const BOUNDED = new Set([
  'min',
  'max',
  'length',
  'size',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'step',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'includes',
]);
/** Checks whose first argument is the message. */
const UNBOUNDED = new Set(['int', 'positive', 'nonnegative', 'negative', 'nonpositive', 'finite', 'safe', 'nonempty', 'email', 'url', 'uuid']);
/** `z.<schema>('...')`: a schema's own text, its first argument. */
const SCHEMAS = new Set(['string', 'number', 'boolean', 'bigint', 'date', 'int', 'email', 'url', 'uuid']);
/** `z.<schema>(values, '...')`: a schema's own text after what it is made of. */
const MADE_OF = new Set(['enum', 'literal', 'union', 'array', 'object', 'record', 'tuple']);
/** Properties that hold an issue's text. */
const TEXT_PROPERTIES = new Set(['message', 'error']);
/** Not schemas: the table itself and the worker's own words. */
const SKIPPED = new Set(['contract/fil-validation.ts', 'contract/app-messages.ts']);

export interface ValidationScan {
  /** Each message key and where it is written (`file:line`). */
  messages: Map<string, string[]>;
  /** Each placeholder name and the templates that use it. */
  placeholders: Map<string, string[]>;
}

export const contractFiles = () =>
  walk(join(ROOT, 'contract'))
    .map((path) => relative(ROOT, path))
    .filter((file) => !SKIPPED.has(file));

export const source = (file: string) => ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node;

export function scanValidationMessages(): ValidationScan {
  const files = contractFiles();
  const sources = new Map(files.map((file) => [file, source(file)]));
  // Top-level `const NAME = '...'` of every contract file: a check may name one (imported or not), the worker's own
  // messages module included (the feedback image limit lives there), though its messages are not scanned.
  const constants = new Map<string, string>();
  for (const sf of [...sources.values(), source('contract/app-messages.ts')])
    for (const statement of sf.statements)
      if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer && ts.isStringLiteral(d.initializer)) constants.set(d.name.text, d.initializer.text);

  const messages = new Map<string, string[]>();
  const placeholders = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, where: string) => map.set(key, [...(map.get(key) ?? []), where]);

  for (const [file, sf] of sources) {
    const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    /** Records a text argument; anything that is not a text (a bound, a function, a number) is not a message. */
    const text = (argument: ts.Expression | undefined) => {
      if (!argument) return;
      const node = unwrap(argument);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(messages, node.text, where(node));
      else if (ts.isIdentifier(node) && constants.has(node.text)) add(messages, constants.get(node.text)!, where(node));
      else if (ts.isTemplateExpression(node)) {
        let key = node.head.text;
        for (const span of node.templateSpans) {
          const name = placeholderName(span.expression) ?? '?';
          key += `{${name}}${span.literal.text}`;
          add(placeholders, name, where(span));
        }
        add(messages, key, where(node));
      } else if (ts.isObjectLiteralExpression(node)) object(node);
    };
    const object = (node: ts.ObjectLiteralExpression) => {
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && TEXT_PROPERTIES.has(property.name.text)) text(property.initializer);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const args = node.arguments;
        const onZ = ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'z';
        if (onZ && SCHEMAS.has(method)) args.forEach((arg) => text(arg));
        else if (onZ && MADE_OF.has(method)) args.slice(1).forEach((arg) => text(arg));
        else if (BOUNDED.has(method)) args.slice(1).forEach((arg) => text(arg));
        else if (UNBOUNDED.has(method)) args.forEach((arg) => text(arg));
        else if (method === 'addIssue' && args[0] && ts.isObjectLiteralExpression(args[0])) object(args[0]);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { messages, placeholders };
}
