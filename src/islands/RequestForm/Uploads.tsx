import { useEffect, useRef, useState } from 'react';
import { answered, refusalOf } from '../../api/client.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { MAX_IMAGES, MAX_UPLOAD_BYTES, type UploadedFile } from '../../domain/requests/request-rules.ts';
import { gpsFromJpeg } from '../../domain/requests/exif.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';

/**
 * docs/product-spec.md §5: files accept Word, Excel, text and PDF; images are photos; a pdf field takes one signed
 * PDF.
 */
const ACCEPT = {
  image: { accept: 'image/jpeg,image/png,image/webp', extensions: ['jpg', 'jpeg', 'png', 'webp'], names: 'JPEG, PNG, WebP' },
  file: {
    accept: '.pdf,.doc,.docx,.xls,.xlsx,.txt,application/pdf,text/plain',
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt'],
    names: 'Word, Excel, texto, PDF',
  },
  pdf: { accept: '.pdf,application/pdf', extensions: ['pdf'], names: 'PDF' },
} as const;
/** Photos are reduced to this many pixels on their longer side: plenty to see a pothole, a fraction of the bytes. */
export const IMAGE_MAX_SIDE = 1600;

interface Pending {
  key: string;
  name: string;
  blob: Blob;
  state: 'uploading' | 'failed';
  message?: string;
}

/** Re-encodes a photo at most IMAGE_MAX_SIDE wide or high as JPEG: smaller, and without any EXIF (location, device). */
async function shrink(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), 'image/jpeg', 0.85));
}

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.jpg`;

export function UploadField({ field, value, onChange, error, onLocation }: FieldProps & { onLocation?: (c: Coordinates) => void }) {
  const { tr, api, mailboxId, size } = useForm();
  const kind = field.type as 'image' | 'file' | 'pdf';
  const rules = ACCEPT[kind];
  const limit = kind === 'image' ? Math.min(field.maxFiles ?? MAX_IMAGES, MAX_IMAGES) : kind === 'pdf' ? 1 : (field.maxFiles ?? 5);
  const uploaded = Array.isArray(value) ? value : [];
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState('');
  const [announce, setAnnounce] = useState('');
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [photoPlace, setPhotoPlace] = useState<Coordinates | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(uploaded);
  latest.current = uploaded;
  const shownPreviews = useRef(previews);
  shownPreviews.current = previews;

  // The photos' previews hold their bytes until revoked: when the field goes, every preview made goes with it.
  useEffect(
    () => () => {
      for (const url of Object.values(shownPreviews.current)) URL.revokeObjectURL(url);
    },
    [],
  );

  const upload = async (item: Pending) => {
    setPending((list) => [...list.filter((p) => p.key !== item.key), { ...item, state: 'uploading' }]);
    setAnnounce(tr('request.uploading', { name: item.name }));
    const answer = await api.upload(mailboxId, field.name, item.blob, item.name);
    const uploaded = answered(answer);
    if (typeof uploaded?._id !== 'string') {
      // The server's words name the file and what its field takes (`fileType`, `fileTooLarge`), in the page's language.
      const message = refusalOf(answer)?.message ?? tr('request.error.upload', { name: item.name });
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, state: 'failed', message } : p)));
      setAnnounce(message);
      return;
    }
    const file: UploadedFile = { _id: uploaded._id, name: item.name, size: uploaded.size ?? item.blob.size, mime: uploaded.mime ?? item.blob.type };
    if (kind === 'image') setPreviews((all) => ({ ...all, [file._id]: URL.createObjectURL(item.blob) }));
    setPending((list) => list.filter((p) => p.key !== item.key));
    // Two photos can finish before the form renders again: each adds to what the one before it left, never to the
    // last render's list (which lost the first photo of a pair, now and then).
    const next = [...latest.current, file];
    latest.current = next;
    onChange(next);
    setAnnounce(tr('request.uploaded', { name: item.name }));
  };

  const choose = async (files: FileList | null) => {
    if (!files?.length) return;
    setProblem('');
    const room = limit - uploaded.length - pending.length;
    const list = [...files];
    if (list.length > room) {
      setProblem(kind === 'image' ? tr('request.error.maxImages') : tr('request.error.tooMany', { max: limit }));
      if (room <= 0) return;
    }
    for (const file of list.slice(0, Math.max(0, room))) {
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      if (!(rules.extensions as readonly string[]).includes(extension)) {
        setProblem(tr('request.error.fileType', { name: file.name, types: rules.names }));
        continue;
      }
      let blob: Blob = file;
      let name = file.name;
      if (kind === 'image') {
        if (/jpe?g$/.test(extension)) {
          const place = gpsFromJpeg(await file.slice(0, 256 * 1024).arrayBuffer());
          if (place) setPhotoPlace(place);
        }
        try {
          blob = await shrink(file);
          name = jpegName(file.name);
        } catch {
          setProblem(tr('request.error.fileType', { name: file.name, types: rules.names }));
          continue;
        }
      }
      if (blob.size > MAX_UPLOAD_BYTES) {
        setProblem(tr('request.error.fileSize', { name: file.name, max: size(MAX_UPLOAD_BYTES) }));
        continue;
      }
      void upload({ key: `${Date.now()}-${Math.random()}`, name, blob, state: 'uploading' });
    }
    if (input.current) input.current.value = '';
  };

  const remove = (file: UploadedFile) => {
    onChange(uploaded.filter((f) => f._id !== file._id));
    setAnnounce('');
  };

  const limitText =
    kind === 'image' ? tr('request.images.limit') : tr(kind === 'pdf' ? 'request.pdf.limit' : 'request.files.limit', { max: size(MAX_UPLOAD_BYTES) });
  const shownError = problem || error;
  const full = uploaded.length + pending.length >= limit;

  return (
    <FieldShell field={field} error={shownError} asGroup extraHint={limitText}>
      <input
        ref={input}
        {...describedBy(field, shownError, true)}
        className="rf-file-input"
        type="file"
        accept={rules.accept}
        multiple={limit > 1}
        disabled={full}
        onChange={(event) => void choose(event.target.files)}
      />
      <label htmlFor={describedBy(field).id} className={`button secondary rf-file-button${full ? ' rf-disabled' : ''}`}>
        {tr(kind === 'image' ? 'request.images.add' : kind === 'pdf' ? 'request.pdf.add' : 'request.files.add')}
      </label>
      {uploaded.length + pending.length > 0 ? (
        <ul className={kind === 'image' ? 'rf-thumbs' : 'rf-files'}>
          {uploaded.map((file) => (
            <li key={file._id}>
              {previews[file._id] ? <img src={previews[file._id]} alt="" width="96" height="96" /> : null}
              <span className="rf-file-name">
                {file.name} <span className="rf-file-size">({size(file.size)})</span>
              </span>
              <button type="button" className="rf-link-button" onClick={() => remove(file)}>
                {tr('request.remove', { name: file.name })}
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className={`rf-pending rf-${item.state}`}>
              <span className="rf-file-name">{item.state === 'uploading' ? tr('request.uploading', { name: item.name }) : item.message}</span>
              {item.state === 'failed' ? (
                <>
                  <button type="button" className="rf-link-button" onClick={() => void upload(item)}>
                    {tr('request.retry')}
                  </button>
                  <button type="button" className="rf-link-button" onClick={() => setPending((l) => l.filter((p) => p.key !== item.key))}>
                    {tr('request.remove', { name: item.name })}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {photoPlace && onLocation ? (
        <button
          type="button"
          className="button secondary rf-photo-place"
          onClick={() => {
            onLocation(photoPlace);
            setPhotoPlace(null);
          }}
        >
          {tr('request.images.useLocation')}
        </button>
      ) : null}
      <p className="visually-hidden" role="status">
        {announce}
      </p>
    </FieldShell>
  );
}
