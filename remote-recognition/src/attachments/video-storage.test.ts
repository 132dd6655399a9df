import { memoryVideoStorage, videoStorage } from './video-storage';

describe('video storage', () => {
  it('keeps the video and the poster in memory where IndexedDB is missing, and clears both', async () => {
    const storage = await videoStorage(undefined);
    const video = new Blob(['webm'], { type: 'video/webm' });
    const poster = new Blob(['jpeg'], { type: 'image/jpeg' });
    await storage.save('video', video);
    await storage.save('poster', poster);
    expect(await storage.load('video')).toBe(video);
    expect(await storage.load('poster')).toBe(poster);
    await storage.clear();
    expect(await storage.load('video')).toBeNull();
    expect(await storage.load('poster')).toBeNull();
  });

  it('each memory storage is its own', async () => {
    const [one, two] = [memoryVideoStorage(), memoryVideoStorage()];
    await one.save('video', new Blob(['a']));
    expect(await two.load('video')).toBeNull();
  });
});
