import { describe, expect, it } from 'vitest';
import { parseTerminalList, terminalListParam } from './terminalList';

describe('terminal number list', () => {
  it('§2.7 one per line or separated by commas, blanks and duplicates dropped', () => {
    expect(parseTerminalList(' 13800000001\n13800000002,13800000003，\n\n13800000001 ; 13800000004')).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
    ]);
    expect(parseTerminalList('  \n , ')).toEqual([]);
  });

  it('sends the list comma-separated', () => {
    expect(terminalListParam(['a', 'b'])).toBe('a,b');
  });
});
