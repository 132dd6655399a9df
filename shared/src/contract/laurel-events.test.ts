import { emit, emitServerEvent, on } from './laurel-events';

describe('events between apps', () => {
  it('hands each listener the detail it was sent, until it unsubscribes', () => {
    const heard: unknown[] = [];
    const stop = on('bonus-deleted', (detail) => heard.push(detail));
    emit('bonus-deleted', { bonusId: 4 });
    stop();
    emit('bonus-deleted', { bonusId: 5 });
    expect(heard).toEqual([{ bonusId: 4 }]);
  });

  it('opens the give modal with no detail at all', () => {
    const heard: unknown[] = [];
    const stop = on('init-give-recognition', (detail) => heard.push(detail));
    emit('init-give-recognition');
    stop();
    expect(heard).toEqual([undefined]);
  });

  it('drops a detail another build sent in a shape the listener does not accept', () => {
    const heard: unknown[] = [];
    const stop = on(
      'server:CsvGenerationComplete',
      (file) => heard.push(file.file_id),
      (d) => d !== undefined,
    );
    emitServerEvent('CsvGenerationComplete', null);
    emitServerEvent('CsvGenerationComplete', { file_id: 3, file_url: 'https://x/y.csv' });
    stop();
    expect(heard).toEqual([3]);
  });
});
