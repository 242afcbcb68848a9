import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { oneATask } from './chart-turns';

describe('oneATask', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives each caller its turn in a task of its own, in the order they asked', async () => {
    const turn = oneATask(async () => 'echarts');
    const done: string[] = [];
    for (const chart of ['sales', 'categories', 'visitors']) void turn().then(() => done.push(chart));

    await jest.runOnlyPendingTimersAsync();
    expect(done).toEqual(['sales']);
    await jest.runOnlyPendingTimersAsync();
    expect(done).toEqual(['sales', 'categories']);
    await jest.runOnlyPendingTimersAsync();
    expect(done).toEqual(['sales', 'categories', 'visitors']);
  });

  it('fails only the turn whose load failed, and loads again for the next', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('lost connection'))
      .mockResolvedValue('echarts');
    const turn = oneATask(load);
    const first = turn();
    const second = turn();

    await expect(first).rejects.toThrow('lost connection');
    await jest.runOnlyPendingTimersAsync();
    await expect(second).resolves.toBe('echarts');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
