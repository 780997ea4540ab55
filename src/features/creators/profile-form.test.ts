import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, moved } from './profile-form';

describe('the creator profile form', () => {
  it('starts from the saved profile, the single bio standing in for a missing language', () => {
    const draft = draftOf({ displayName: 'Clara', bio: 'Hi', bios: { de: 'Hallo' }, links: ['https://a.example'], partners: ['demo'] });
    expect(draft).toEqual({ displayName: 'Clara', bios: { de: 'Hallo', en: 'Hi', es: 'Hi' }, links: ['https://a.example'], partners: ['demo'] });
    expect(draftOf({})).toEqual({ displayName: '', bios: { de: '', en: '', es: '' }, links: [], partners: [] });
  });

  it('drops empty links, trims, and names the links that are no address', () => {
    const draft = { displayName: ' Clara ', bios: { de: ' x ', en: '', es: '' }, links: ['https://a.example', ' ', 'a.example', 'javascript:alert(1)'], partners: ['demo'] };
    expect(inputOf(draft)).toEqual({ ok: false, badLinks: [2, 3] });
    const fine = inputOf({ ...draft, links: [' https://a.example ', ''] });
    expect(fine).toEqual({ ok: true, input: { displayName: 'Clara', bios: { de: 'x', en: '', es: '' }, links: ['https://a.example'], partners: ['demo'] } });
  });

  it('moves a partner up or down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
