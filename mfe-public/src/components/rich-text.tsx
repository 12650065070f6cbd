import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@society/contracts';

// Stands in for a node while the message is formatted: a character no message or value contains.
const MARK = '\u0001';

/**
 * A translated message with React nodes (a link, a <strong>) in the places of its placeholders, so each
 * language puts them where its word order needs them: `rich((v) => t('cheque', v), { payee: <strong>…</strong> })`.
 */
export function rich(format: (values: MessageValues) => string, nodes: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(nodes);
  const values = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const parts = format(values).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 0 ? part : nodes[names[Number(part)]]}</Fragment>);
}
