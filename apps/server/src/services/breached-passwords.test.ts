import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './breached-passwords.ts';

describe('isBreachedPassword', () => {
  it.each(['Password1!', 'Qwerty123!', 'Passw0rd!', 'P@ssword1', 'Iloveyou1!', 'Abcdef12'])(
    'refuses %s',
    (pw) => {
      expect(isBreachedPassword(pw)).toBe(true);
    },
  );

  it.each(['Gemlane#2025', 'Tr4vel-Lantern', 'Friend#2025', 'Second#Pass2', 'Zx9#mLq2Rw'])(
    'accepts %s',
    (pw) => {
      expect(isBreachedPassword(pw)).toBe(false);
    },
  );
});
