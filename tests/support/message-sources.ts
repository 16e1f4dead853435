// The English messages the server answers a failed call with, found in its source as the keys of
// server/domain/content/fil-messages.ts. A message is the text argument of a throw form (refused, notFound, conflict,
// badInput, failure, new DomainError, new CodedRefusal, new RateLimitedError, a DomainError subclass's super call), a
// string constant such an argument names, or a text passed through a function that hands its parameter to one of
// them (drawError, startRound, ...). Anything else an argument computes must be listed in INDIRECT (where its texts
// come from) or IGNORED (why it is not the players' text), so a new kind of message cannot slip by untranslated.
//
// The key rule: a string is its own key; in a template literal every `${...}` becomes `{name}`, the name being the
// last identifier in the expression that is not called (`${game.name}` -> {name}, `${formatMoney(minimum)}` ->
// {minimum}, `${hosts.join(' or ')}` -> {hosts}). A `${n === 1 ? '' : 's'}` choosing between two strings makes one
// key per choice. One key may use a name twice only for the same expression.
//
// Words are texts that reach a player inside a message through a placeholder, translated on their own (FIL_WORDS):
// a rate limit's scope, a string constant a placeholder names (`${MOBILE_TAKEN}`), and CAPTURED's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Calls whose argument at this index is the message (translateMessage's too: it is looked up as it is). */
const THROW_CALLS: Readonly<Record<string, number>> = { refused: 0, notFound: 0, conflict: 0, badInput: 0, failure: 1, translateMessage: 0 };
/** Classes whose constructor argument at this index is the message (RateLimitedError's is the scope it starts with, a word). */
const THROW_CLASSES: Readonly<Record<string, number>> = { DomainError: 1, CodedRefusal: 1, RateLimitedError: 0 };

type Collector = (scan: Scanner) => void;

/** The files that refuse with a responsible-play verdict's reason (written in checkPlayWith, behind checkPlay). */
const PLAY_VERDICTS = ['jackpot/draw.ts', 'lottery/tickets.ts', 'mall/exchange.ts', 'play-limits.ts', 'spin/spin.ts', 'wallet/withdrawals.ts'];
const checkPlayReasons: Collector = (s) => s.properties('server/domain/play-limits.ts', 'reason', 'checkPlayWith');

/** Arguments that compute their message, by `file: expression`, and where their texts are written. */
const INDIRECT: Readonly<Record<string, readonly Collector[]>> = {
  ...Object.fromEntries(PLAY_VERDICTS.map((file) => [`server/domain/${file}: verdict.reason`, [checkPlayReasons]])),
  'server/domain/agent/owner.ts: problem': [(s) => s.returns('server/domain/agent/owner.ts', 'inviteProblem')],
  'server/domain/bankrupt/gift.ts: MESSAGES[why]': [(s) => s.objectValues('server/domain/bankrupt/gift.ts', 'MESSAGES')],
  'server/domain/member.ts: problem': [(s) => s.returns('contract/nickname.ts', 'nicknameProblem')],
  'server/domain/rate-limit.ts: rule.scope': [(s) => s.properties('server/domain', 'scope')],
  'server/domain/rewards/points.ts: problemText(problem)': [(s) => s.returns('server/domain/rewards/points.ts', 'problemText')],
  'server/domain/rewards/tasks.ts: closed': [(s) => s.returns('server/domain/user-level.ts', 'gateRefusal')],
  'server/routes/register-call.ts: maintenance.message || DEFAULT_MAINTENANCE_MESSAGE': [
    (s) => s.constant('server/domain/app-config.ts', 'DEFAULT_MAINTENANCE_MESSAGE'),
  ],
  'server/routes/game-server.ts: maintenance.message || DEFAULT_MAINTENANCE_MESSAGE': [
    (s) => s.constant('server/domain/app-config.ts', 'DEFAULT_MAINTENANCE_MESSAGE'),
  ],
  'server/routes/game-server.ts: stake.refused': [(s) => s.properties('server/games', 'refused')],
  'server/routes/http-errors.ts: messageFor(error, request)': [
    (s) => s.returns('server/routes/http-errors.ts', 'messageFor'),
    (s) => s.objectValues('server/routes/http-errors.ts', 'FRIENDLY'),
  ],
};

/** Arguments that are not the server's own words to a player, by `file: expression`, and why. */
const IGNORED: Readonly<Record<string, string>> = {
  'server/routes/register-call.ts: describeZodError(parsed.error, requestLanguage(request.headers.cookie))':
    'describeZodError words its own parts in the language',
  'server/routes/envelope.ts: issue.message':
    "zod's text of an issue: a contract rule's own is in contract/fil-validation.ts (tests/unit/contract/fil-validation.test.ts)",
  'server/routes/envelope.ts: envelope.msg': 'an answer on its way out: its messages are found where they are thrown',
  'server/routes/game-server.ts: msg': 'an answer on its way out to a game page: its messages are found where they are thrown',
  'server/routes/game-server.ts: describeZodError(error)': 'zod validation text (the game pages translate the rule after the field)',
  'server/routes/provider-api.ts: describeZodError(parsed.error)': 'a game provider server calls the Provider API, not a player',
  'server/routes/game-server.ts: box && !message.toLowerCase().includes(box.toLowerCase()) ? `${box}: ${message}` : message':
    "zod's text for the verify form (its rules are in server/games/shared/fil.ts)",
  'server/routes/admin.ts: POSTGRES_BACKUP_HELP': 'the operator console',
  'server/routes/admin.ts: error.message': 'the operator console',
  'server/routes/paymongo.ts: result.message': "PayMongo's webhook, not a player",
};

/** Words that reach a player inside a message through a placeholder, translated on their own. */
const CAPTURED: readonly Collector[] = [
  (s) => s.arguments('checkLength', 0),
  (s) => s.objectValues('server/domain/play-limits.ts', 'LIMIT_LABEL'),
  (s) => s.returns('server/domain/play-limits.ts', 'windowName'),
  (s) => s.returns('contract/text.ts', 'unsafeTextReason'),
];

export interface MessageScan {
  /** Each message key (a whole msg) and where it is written (`file:line`). */
  messages: Map<string, string[]>;
  /**
   * Words that reach a player inside a message, through a placeholder: a rate limit's scope, a string constant a
   * placeholder names, and CAPTURED's. A text may be both a message and a word.
   */
  words: Map<string, string[]>;
  /** What the scan could not place: an unlisted computed argument, a placeholder without a name, a name reused. */
  problems: string[];
}

/** Every TypeScript source file under `dir` (declaration files apart). */
export function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The placeholder name of a `${...}` expression: its last identifier that is not a called function or method. */
export function placeholderName(expression: ts.Expression): string | null {
  let last: ts.Identifier | null = null;
  const isCallee = (node: ts.Identifier) => {
    const parent = node.parent;
    if (ts.isCallExpression(parent) && parent.expression === node) return true;
    return ts.isPropertyAccessExpression(parent) && parent.name === node && ts.isCallExpression(parent.parent) && parent.parent.expression === parent;
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isCallee(node) && (!last || node.pos >= last.pos)) last = node;
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return last === null ? null : (last as ts.Identifier).text;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

const isText = (node: ts.Expression): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The texts a `${...}` chooses between, when it is a choice between two strings (a plural's 's'). */
function choiceOf(expression: ts.Expression): string[] | null {
  const node = unwrap(expression);
  if (!ts.isConditionalExpression(node)) return null;
  const [a, b] = [unwrap(node.whenTrue), unwrap(node.whenFalse)];
  return isText(a) && isText(b) ? [a.text, b.text] : null;
}

class Scanner {
  readonly messages = new Map<string, string[]>();
  readonly words = new Map<string, string[]>();
  readonly problems: string[] = [];
  /** What `add` records: words while a rate limit's scope or a CAPTURED collector is read. */
  capturing = false;
  private readonly sources = new Map<string, ts.SourceFile>();
  private readonly wrappers = new Map<string, number>();
  private readonly files = walk(join(ROOT, 'server')).map((path) => relative(ROOT, path));

  source(file: string): ts.SourceFile {
    let sf = this.sources.get(file);
    if (!sf) {
      sf = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
      this.sources.set(file, sf);
    }
    return sf;
  }

  where(node: ts.Node): string {
    const sf = node.getSourceFile();
    return `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  }

  add(key: string, where: string): void {
    const into = this.capturing ? this.words : this.messages;
    into.set(key, [...(into.get(key) ?? []), where]);
  }

  /** The keys of a text expression, or null when it is computed some other way. */
  keysOf(expression: ts.Expression, depth = 0): string[] | null {
    const node = unwrap(expression);
    if (isText(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      let keys = [node.head.text];
      const named = new Map<string, string>();
      for (const span of node.templateSpans) {
        const choice = choiceOf(span.expression);
        if (choice) {
          keys = keys.flatMap((key) => choice.map((text) => key + text + span.literal.text));
          continue;
        }
        const name = placeholderName(span.expression);
        const text = span.expression.getText();
        if (name === null) this.problems.push(`${this.where(span)}: \${${text}} has no identifier to name its placeholder`);
        else if (named.has(name) && named.get(name) !== text)
          this.problems.push(`${this.where(span)}: {${name}} stands for both \${${named.get(name)}} and \${${text}}; name one of them apart`);
        named.set(name ?? '?', text);
        keys = keys.map((key) => `${key}{${name ?? '?'}}${span.literal.text}`);
        // A placeholder naming a string constant (`${MOBILE_TAKEN}`) carries the server's words: they need a
        // translation of their own, which the placeholder's value is given.
        const inner = unwrap(span.expression);
        const constant = ts.isIdentifier(inner) && depth < 4 ? this.resolveConstant(inner.getSourceFile().fileName, inner.text) : null;
        const words = constant ? this.keysOf(constant, depth + 1) : null;
        for (const word of words ?? []) this.words.set(word, [...(this.words.get(word) ?? []), this.where(span)]);
      }
      return keys;
    }
    if (ts.isConditionalExpression(node)) {
      const [a, b] = [this.keysOf(node.whenTrue, depth), this.keysOf(node.whenFalse, depth)];
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isIdentifier(node) && depth < 4) {
      const found = this.resolveConstant(node.getSourceFile().fileName, node.text);
      return found ? this.keysOf(found, depth + 1) : null;
    }
    return null;
  }

  /** The initializer of `const name = ...` in the file (at any depth), or of the exported one it imports. */
  resolveConstant(file: string, name: string): ts.Expression | null {
    const sf = this.source(file);
    let found: ts.Expression | null = null;
    let imported: { from: string; name: string } | null = null;
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
        const list = node.parent;
        if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const) found = node.initializer;
      }
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const named = node.importClause?.namedBindings;
        const element = named && ts.isNamedImports(named) ? named.elements.find((e) => e.name.text === name) : undefined;
        if (element)
          imported = { from: relative(ROOT, resolve(ROOT, dirname(file), node.moduleSpecifier.text)), name: (element.propertyName ?? element.name).text };
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    if (found) return found;
    const via = imported as { from: string; name: string } | null;
    return via ? this.resolveConstant(via.from, via.name) : null;
  }

  /** Records a message argument: its keys, a wrapper's parameter, or a computed one that must be listed. */
  argument(argument: ts.Expression | undefined, call: ts.Node): void {
    if (!argument) return;
    const inner = unwrap(argument);
    if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === 'translateMessage')
      return this.argument(inner.arguments[0], call);
    const keys = this.keysOf(argument);
    if (keys) {
      for (const key of keys) this.add(key, this.where(call));
      return;
    }
    const node = unwrap(argument);
    if (ts.isIdentifier(node)) {
      const wrapper = this.wrapperOf(node);
      if (wrapper === 'constructor') return;
      if (wrapper) {
        this.wrappers.set(wrapper.name, wrapper.index);
        return;
      }
    }
    const id = `${node.getSourceFile().fileName}: ${argument.getText()}`;
    const collectors = INDIRECT[id];
    if (collectors) for (const collect of collectors) collect(this);
    else if (!(id in IGNORED))
      this.problems.push(`${this.where(call)}: the message \`${argument.getText()}\` is computed; list where its texts come from in INDIRECT`);
  }

  /** The function that hands its parameter `node` on as a message, and which parameter that is. */
  private wrapperOf(node: ts.Identifier): { name: string; index: number } | 'constructor' | null {
    for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
      if (!ts.isFunctionLike(up)) continue;
      const index = up.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
      if (index < 0) continue;
      if (ts.isConstructorDeclaration(up)) return 'constructor';
      if ((ts.isFunctionDeclaration(up) || ts.isMethodDeclaration(up)) && up.name && ts.isIdentifier(up.name)) return { name: up.name.text, index };
      if (ts.isVariableDeclaration(up.parent) && ts.isIdentifier(up.parent.name)) return { name: up.parent.name.text, index };
      return null;
    }
    return null;
  }

  calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
    return null;
  }

  run(): void {
    const visitFile = (file: string, onlyWrappers: boolean) => {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          const name = this.calleeName(node);
          const args = node.arguments ?? ts.factory.createNodeArray();
          if (!onlyWrappers) {
            if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && name && name in THROW_CALLS) this.argument(args[THROW_CALLS[name]!], node);
            if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && name && name in THROW_CLASSES) {
              // A rate limit's scope is the first words of its message.
              this.capturing = name === 'RateLimitedError';
              this.argument(args[THROW_CLASSES[name]!], node);
              this.capturing = false;
            }
            if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword && this.extendsDomainError(node)) this.argument(args[1], node);
          } else if (ts.isCallExpression(node) && name && this.wrappers.has(name) && !(name in THROW_CALLS)) {
            this.argument(args[this.wrappers.get(name)!], node);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(this.source(file));
    };
    for (const file of this.files) visitFile(file, false);
    // Wrappers found on the way: their callers' arguments are messages too (and may reveal further wrappers).
    let known = 0;
    while (this.wrappers.size > known) {
      known = this.wrappers.size;
      for (const file of this.files) visitFile(file, true);
    }
  }

  private extendsDomainError(node: ts.Node): boolean {
    for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
      if (ts.isClassDeclaration(up))
        return (up.heritageClauses ?? []).some((clause) => clause.types.some((type) => ['DomainError', 'CodedRefusal'].includes(type.expression.getText())));
    }
    return false;
  }

  /** The functions in a file or folder by name: declarations and `const name = (...) =>`. */
  private functionsNamed(file: string, name: string): ts.Node[] {
    const out: ts.Node[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) && node.name?.text === name) out.push(node);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer && ts.isFunctionLike(node.initializer))
        out.push(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(this.source(file));
    if (out.length === 0) this.problems.push(`${file}: no function ${name}`);
    return out;
  }

  private filesOf(fileOrDir: string): string[] {
    return fileOrDir.endsWith('.ts') ? [fileOrDir] : this.files.filter((file) => file.startsWith(`${fileOrDir}/`));
  }

  private collect(expression: ts.Expression | undefined): void {
    if (!expression) return;
    const keys = this.keysOf(expression);
    if (keys) for (const key of keys) this.add(key, this.where(expression));
  }

  /** The texts a function returns (other return values, such as null, are not messages). */
  returns(file: string, fn: string): void {
    for (const body of this.functionsNamed(file, fn)) {
      const visit = (node: ts.Node) => {
        if (ts.isReturnStatement(node)) this.collect(node.expression);
        if (node !== body && ts.isFunctionLike(node)) return;
        ts.forEachChild(node, visit);
      };
      visit(body);
    }
  }

  /** The texts given to properties called `property` in a file or folder (within one function, when named). */
  properties(fileOrDir: string, property: string, fn?: string): void {
    const roots = fn ? this.functionsNamed(fileOrDir, fn) : this.filesOf(fileOrDir).map((file) => this.source(file));
    for (const root of roots) {
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === property) this.collect(node.initializer);
        ts.forEachChild(node, visit);
      };
      visit(root);
    }
  }

  /** The texts of an object constant's properties. */
  objectValues(file: string, name: string): void {
    const found = this.resolveConstant(file, name);
    const object = found && unwrap(found);
    if (!object || !ts.isObjectLiteralExpression(object)) {
      this.problems.push(`${file}: no object constant ${name}`);
      return;
    }
    for (const property of object.properties) if (ts.isPropertyAssignment(property)) this.collect(property.initializer);
  }

  /** The texts given to a function's parameter, wherever in server/ it is called. */
  arguments(fn: string, index: number): void {
    for (const file of this.files) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && this.calleeName(node) === fn) this.collect(node.arguments[index]);
        ts.forEachChild(node, visit);
      };
      visit(this.source(file));
    }
  }

  /** The text (or texts) of a constant. */
  constant(file: string, name: string): void {
    const found = this.resolveConstant(file, name);
    if (!found) this.problems.push(`${file}: no constant ${name}`);
    else this.collect(found);
  }
}

/** Scans server/ for the messages a failed call answers with. */
export function scanMessages(): MessageScan {
  const scanner = new Scanner();
  scanner.run();
  scanner.capturing = true;
  for (const collect of CAPTURED) collect(scanner);
  return { messages: scanner.messages, words: scanner.words, problems: scanner.problems };
}
