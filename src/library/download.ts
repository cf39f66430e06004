// Saves bytes as a file through the browser's download (no `downloads` permission needed on an extension page).
export function downloadFile(name: string, data: BlobPart | BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(Array.isArray(data) ? data : [data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: the download reads the blob asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
