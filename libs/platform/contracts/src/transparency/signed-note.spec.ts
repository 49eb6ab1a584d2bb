import { ed25519 } from '@noble/curves/ed25519';
import {
  cosignatureLine,
  formatCheckpoint,
  NOTE_COSIGNATURE_V1,
  noteVerifierKey,
  openNote,
  parseCheckpoint,
  parseNote,
  parseNoteVerifierKey,
  signNote,
  verifyCosignature,
} from './signed-note';
import { decodeEntryBundle, encodeEntryBundle, parseTilePath, tilePath } from './tile-paths';
import { fromBase64 } from './tree-head';

/** The signed-note reference implementation's published example (golang.org/x/mod/sumdb/note). */
const NEUMANN = {
  seed: fromBase64('AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz').subarray(1),
  verifierKey: 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW',
  text: "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n",
  signatureLine:
    '— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n',
};

describe('signed notes (C2SP signed-note)', () => {
  it('signs and names keys exactly as the reference implementation', () => {
    const publicKey = ed25519.getPublicKey(NEUMANN.seed);
    expect(noteVerifierKey('PeterNeumann', publicKey)).toBe(NEUMANN.verifierKey);
    expect(signNote(NEUMANN.text, 'PeterNeumann', NEUMANN.seed)).toBe(`${NEUMANN.text}\n${NEUMANN.signatureLine}`);
  });

  it('opens a note only with the key that signed it, and only unaltered', () => {
    const verifier = parseNoteVerifierKey(NEUMANN.verifierKey)!;
    const note = `${NEUMANN.text}\n${NEUMANN.signatureLine}`;
    expect(openNote(note, verifier)).toBe(NEUMANN.text);
    expect(openNote(note.replace('answer', 'Answer'), verifier)).toBeNull();
    const other = ed25519.utils.randomPrivateKey();
    expect(
      openNote(note, parseNoteVerifierKey(noteVerifierKey('PeterNeumann', ed25519.getPublicKey(other)))!),
    ).toBeNull();
  });

  it('refuses malformed verifier keys and notes', () => {
    expect(parseNoteVerifierKey(NEUMANN.verifierKey.replace('c74f20a3', 'c74f20a4'))).toBeNull();
    expect(parseNoteVerifierKey('Peter Neumann+c74f20a3+ARpc')).toBeNull();
    expect(parseNote(NEUMANN.text)).toBeNull();
    expect(parseNote(`${NEUMANN.text}\n— PeterNeumann !!!\n`)).toBeNull();
    expect(parseNote(`${NEUMANN.text}\u0007\n— PeterNeumann x08go/ZJk=\n`)).toBeNull();
  });

  it('adds a witness cosignature that verifies with its time, and no other', () => {
    const checkpoint = formatCheckpoint({
      origin: 'example.org/log',
      size: 3,
      root: new Uint8Array(32),
      extensions: [],
    });
    const logSeed = ed25519.utils.randomPrivateKey();
    const witnessSeed = ed25519.utils.randomPrivateKey();
    const witnessKey = ed25519.getPublicKey(witnessSeed);
    const witness = parseNoteVerifierKey(noteVerifierKey('witness.example', witnessKey, NOTE_COSIGNATURE_V1))!;
    const note = `${signNote(checkpoint, 'example.org/log', logSeed)}${cosignatureLine('witness.example', witnessSeed, checkpoint, 1_790_000_000)}`;
    expect(verifyCosignature(note, witness)).toBe(1_790_000_000);
    expect(
      openNote(note, parseNoteVerifierKey(noteVerifierKey('example.org/log', ed25519.getPublicKey(logSeed)))!),
    ).toBe(checkpoint);
    expect(verifyCosignature(note.replace('\n3\n', '\n4\n'), witness)).toBeNull();
  });
});

describe('checkpoints (C2SP tlog-checkpoint)', () => {
  it('reads back what it writes, extension lines included', () => {
    const root = Uint8Array.from({ length: 32 }, (_, i) => i);
    const text = formatCheckpoint({ origin: 'bebestar.example/log', size: 70_000, root, extensions: ['contest 7'] });
    expect(text).toBe('bebestar.example/log\n70000\nAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=\ncontest 7\n');
    expect(parseCheckpoint(text)).toEqual({
      origin: 'bebestar.example/log',
      size: 70_000,
      root,
      extensions: ['contest 7'],
    });
  });

  it('refuses a size with a leading zero, a short root or a missing newline', () => {
    expect(parseCheckpoint('log\n070\nAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=\n')).toBeNull();
    expect(parseCheckpoint('log\n70\nAAEC\n')).toBeNull();
    expect(parseCheckpoint('log\n70\nAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=')).toBeNull();
  });
});

describe('tile paths and entry bundles (C2SP tlog-tiles)', () => {
  it('writes and reads the standard paths', () => {
    expect(tilePath({ level: 0, index: 1_234_067 })).toBe('tile/0/x001/x234/067');
    expect(tilePath({ level: 'entries', index: 5, width: 17 })).toBe('tile/entries/005.p/17');
    expect(parseTilePath('1/x001/x234/067')).toEqual({ level: 1, index: 1_234_067 });
    expect(parseTilePath('entries/005.p/17')).toEqual({ level: 'entries', index: 5, width: 17 });
  });

  it('refuses paths that are not canonical', () => {
    for (const path of ['0/5', '0/x000/005', '0/005.p/256', '0/005.p/0', '01/005', '64/005', 'entries/x5/005'])
      expect(parseTilePath(path)).toBeNull();
  });

  it('prefixes each entry with its length', () => {
    const entries = [new Uint8Array([1, 2, 3]), new Uint8Array(0), new Uint8Array(300).fill(7)];
    const bundle = encodeEntryBundle(entries);
    expect(Array.from(bundle.subarray(0, 5))).toEqual([0, 3, 1, 2, 3]);
    expect(decodeEntryBundle(bundle)).toEqual(entries);
    expect(decodeEntryBundle(bundle.subarray(0, bundle.length - 1))).toBeNull();
  });
});
