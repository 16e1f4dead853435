// The one way translation tables with `{name}` placeholders are compiled and matched: exact keys apart, the most
// specific template first, a name used twice the same value twice, regex characters in a key taken literally.
import { describe, expect, it } from 'vitest';
import { compileTemplates, fillPlaceholders, templateValues } from '../../../contract/text-templates.ts';

describe('text templates', () => {
  const exact = new Map<string, string>();
  const templates = compileTemplates(
    {
      'Open the game': 'Buksan ang laro',
      '{what} is closed': 'Sarado ang {what}',
      'The {game} table is closed': 'Sarado ang table ng {game}',
      '{a} or {a} (x+y)?': '{a} o {a}',
    },
    exact,
  );

  it('keeps keys without placeholders as exact entries and tries the most specific template first', () => {
    expect(exact.get('Open the game')).toBe('Buksan ang laro');
    expect(templates.map((t) => t.text)).toEqual(['Sarado ang table ng {game}', '{a} o {a}', 'Sarado ang {what}']);
    const first = templates.find((t) => templateValues(t, 'The Sic Bo table is closed'));
    expect(fillPlaceholders(first!.text, (name) => templateValues(first!, 'The Sic Bo table is closed')!.get(name))).toBe('Sarado ang table ng Sic Bo');
  });

  it('matches a repeated name only on the same value, and a key’s regex characters literally', () => {
    const twice = templates.find((t) => t.text === '{a} o {a}')!;
    expect(templateValues(twice, 'red or red (x+y)?')?.get('a')).toBe('red');
    expect(templateValues(twice, 'red or blue (x+y)?')).toBeNull();
    expect(templateValues(twice, 'red or red (xxy)?')).toBeNull();
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('{n} na {thing}', (name) => (name === 'n' ? '3' : undefined))).toBe('3 na {thing}');
  });
});
