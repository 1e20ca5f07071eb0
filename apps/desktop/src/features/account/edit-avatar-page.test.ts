import { AVATAR_MAX_BYTES } from '@gemlane/contract';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './edit-avatar-page.tsx';

describe('avatarFileProblem', () => {
  it('accepts images up to 20M and refuses larger files or other types', () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' })).toBe('tooLarge');
    expect(avatarFileProblem({ size: 10, type: 'application/pdf' })).toBe('type');
  });
});
