// @vitest-environment jsdom
/**
 * The content form's one-file fields (a brochure's PDF, its cover photo) with the upload call replaced:
 * the file picked becomes the field's URL, a file of the wrong kind is refused with the page's own
 * message and leaves the field as it was.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '../../../../domain/content/descriptions';
import { CONTENT_DTOS } from '../../../../domain/content/dto';
import { defaultsOf } from '../../../../domain/forms/validate';
import { MediaField, PdfField } from '../../../../src/back-office/content/fields/media-fields';
import type * as Upload from '../../../../src/back-office/content/fields/upload';
import { FormStore, type Values } from '../../../../src/stores/form/form-store';

const uploaded = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock('../../../../src/back-office/content/fields/upload', async (importOriginal) => {
  const actual = await importOriginal<typeof Upload>();
  return {
    ...actual,
    // The page's own checks run as they do; what the server would answer is the next URL.
    uploadFile: vi.fn(async (file: File, kind: 'photo' | 'pdf') => {
      const problem = actual.fileProblem(file, kind);
      if (problem) throw new Error(problem);
      return { url: uploaded.urls.shift()! };
    }),
  };
});

const fields = COLLECTIONS.brochures.fields;
const pdf = fields.find((f) => f.name === 'file')!;
const cover = fields.find((f) => f.name === 'image')!;
const brochureForm = () => new FormStore<Values>(CONTENT_DTOS.brochures, { initial: { ...defaultsOf(CONTENT_DTOS.brochures) } });
const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

afterEach(cleanup);

describe('a one-file field of a content form', () => {
  it('puts the uploaded PDF\'s URL in the field and links it', async () => {
    const form = brochureForm();
    uploaded.urls = ['/media/u/brosur-avanza.pdf'];
    render(<PdfField form={form} field={pdf} />);
    pick(screen.getByLabelText('Unggah PDF: Berkas PDF'), new File(['%PDF-1.4'], 'avanza.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(form.text('file')).toBe('/media/u/brosur-avanza.pdf'));
    expect(screen.getByRole('link', { name: 'brosur-avanza.pdf' })).toBeTruthy();
    expect(screen.getByLabelText('Ganti PDF: Berkas PDF')).toBeTruthy();
  });

  it('refuses a picture picked as the PDF with the page\'s message and keeps the field', async () => {
    const form = brochureForm();
    form.set('file', '/media/u/lama.pdf');
    render(<PdfField form={form} field={pdf} />);
    pick(screen.getByLabelText('Ganti PDF: Berkas PDF'), new File(['x'], 'foto.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pilih berkas PDF.');
    expect(form.text('file')).toBe('/media/u/lama.pdf');
  });

  it('puts the uploaded photo in the cover field with its preview', async () => {
    const form = brochureForm();
    uploaded.urls = ['/media/u/0123456789abcdef-960.webp'];
    render(<MediaField form={form} field={cover} />);
    pick(screen.getByLabelText('Unggah foto: Sampul'), new File(['x'], 'sampul.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(form.text('image')).toBe('/media/u/0123456789abcdef-960.webp'));
    expect(screen.getByAltText('Pratinjau Sampul')).toBeTruthy();
    expect(screen.getByLabelText('Ganti foto: Sampul')).toBeTruthy();
  });
});
