// The avatar editor without a UI kit: choose -> preview -> confirm (or cancel).
import type { UserInfo } from '@gemlane/contract';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { avatarFileProblem, saveAvatarAtom, type AvatarFileProblem } from './avatar-editor.ts';

export interface AvatarDraft {
  file: File;
  /** A `blob:` address of the chosen file for the preview (the CSP allows blob: images). */
  previewUrl: string;
}

export interface AvatarEditorView {
  draft: AvatarDraft | null;
  /** Why the last chosen file was refused (nothing was kept), or null. */
  problem: AvatarFileProblem | null;
  saving: boolean;
  /** Validates and previews a file (nothing is sent); returns why it was refused, or null. */
  choose: (file: File | null | undefined) => AvatarFileProblem | null;
  cancel: () => void;
  /** Saves the previewed file; resolves to the new profile, or null when it failed (draft kept). */
  confirm: () => Promise<UserInfo | null>;
}

export interface AvatarEditorOptions {
  createUrl?: (file: File) => string;
  revokeUrl?: (url: string) => void;
}

export function useAvatarEditor({
  createUrl = (file) => URL.createObjectURL(file),
  revokeUrl = (url) => URL.revokeObjectURL(url),
}: AvatarEditorOptions = {}): AvatarEditorView {
  const save = useSetAtom(saveAvatarAtom);
  const [draft, setDraft] = useState<AvatarDraft | null>(null);
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const revoke = useRef(revokeUrl);
  revoke.current = revokeUrl;

  // Each preview address is released when replaced or when the editor goes away.
  useEffect(() => {
    if (!draft) return;
    return () => revoke.current(draft.previewUrl);
  }, [draft]);

  const choose = useCallback(
    (file: File | null | undefined) => {
      if (!file) return null;
      const refused = avatarFileProblem(file);
      setProblem(refused);
      if (!refused) setDraft({ file, previewUrl: createUrl(file) });
      return refused;
    },
    [createUrl],
  );

  const cancel = useCallback(() => {
    setDraft(null);
    setProblem(null);
  }, []);

  const confirm = useCallback(async () => {
    if (!draft || saving) return null;
    setSaving(true);
    try {
      const profile = await save(draft.file);
      setDraft(null);
      return profile;
    } catch {
      // 'Upload Failed' or the once-a-day rule is shown by the api client; the preview stays.
      return null;
    } finally {
      setSaving(false);
    }
  }, [draft, save, saving]);

  return { draft, problem, saving, choose, cancel, confirm };
}
