// What a TypeScript file imports, read by the TypeScript compiler's own parser (issue 45, T1): every form a module can
// name another in, where a regular expression needing `from` missed three (a side-effect import, `import()` in a type,
// a dynamic `import()`). Used by the layout tests: src/rules/layout.test.ts and tests/unit/src-layout.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** How a file names a module. */
export type ImportForm =
  | 'import' // import { x } from './a.ts'; import type { T } from './a.ts'
  | 'side effect' // import './a.ts'
  | 'export from' // export { x } from './a.ts'; export * from './a.ts'
  | 'import type' // type T = import('./a.ts').T
  | 'dynamic import' // await import('./a.ts')
  | 'import equals' // import a = require('./a.ts')
  | 'declare module' // declare module './a.ts' { … }
  | 'reference'; // /// <reference path="./a.ts" />

export interface Import {
  form: ImportForm;
  /** The module as written; `undefined` for a dynamic import of a computed name, which no reader can follow. */
  specifier: string | undefined;
}

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Every module `text` names, in the order written. */
export function importsIn(text: string): Import[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Import[] = source.referencedFiles.map((reference) => ({
    form: 'reference',
    specifier: reference.fileName,
  }));
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      found.push({ form: node.importClause ? 'import' : 'side effect', specifier: literal(node.moduleSpecifier) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      found.push({ form: 'export from', specifier: literal(node.moduleSpecifier) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push({ form: 'import type', specifier: literal(node.argument.literal) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      found.push({ form: 'dynamic import', specifier: literal(node.arguments[0]) });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found.push({ form: 'import equals', specifier: literal(node.moduleReference.expression) });
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push({ form: 'declare module', specifier: node.name.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The files of the project a file imports, as paths relative to `root` (`core/errors.ts`, `../components/x.ts`);
 * packages (`node:fs`, `vitest`) are left out, and a Vite query (`?raw`) is taken off. A dynamic import of a computed
 * name is listed as `<computed import()>`, so that a rule over the list fails on it rather than passing it by.
 */
export function relativeImports(root: string, file: string, text: string): string[] {
  return importsIn(text).flatMap(({ specifier }) => {
    if (specifier === undefined) return ['<computed import()>'];
    if (!specifier.startsWith('.')) return [];
    return [relative(root, resolve(root, dirname(file), specifier.split('?')[0]!))];
  });
}

/** The TypeScript files under `dir` (tests and type tests left out), as paths relative to `root`. */
export function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    const isSource = entry.name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(entry.name);
    return isSource ? [relative(root, path)] : [];
  });
}

/** Each source file under `root` with the files it imports (relativeImports). */
export function importGraph(root: string): Map<string, string[]> {
  return new Map(
    sourceFiles(root).map((file) => [file, relativeImports(root, file, readFileSync(join(root, file), 'utf8'))]),
  );
}
