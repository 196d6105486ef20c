/**
 * The project modules a file loads at run time, followed through every import, re-export, dynamic import() and
 * require() the way TypeScript resolves them (tsconfig paths included). `import type` and `export type` are left
 * out: the compiler erases them. Packages under node_modules are not followed. Used by the test that keeps the
 * content catalogues out of the request gate (proxy-imports.test.ts).
 */
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists);
  if (!configFile) throw new Error(`No tsconfig.json in ${root}`);
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile)).options;
}

/** Only named type imports (`import { type A }`) are erased as well; a bare `import {}` still runs the module. */
function isErased(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !isErased(node.importClause)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0]!)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require'))
        specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Every project file reachable from `entry`, as paths relative to `root`, entry first. */
export function runtimeImportGraph(entry: string, root = process.cwd()): string[] {
  const options = compilerOptions(root);
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('/node_modules/'))
        queue.push(resolved.resolvedFileName);
    }
  }
  return [...seen].map((file) => relative(root, file));
}
