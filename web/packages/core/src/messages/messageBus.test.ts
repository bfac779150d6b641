// Tests of the typed cross-app message bus.
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_TYPES, messageEventName, onMessage, sendMessage } from './messageBus';

describe('message bus', () => {
  it('R-MSG-1 has exactly the nine message types of the spec', () => {
    expect([...MESSAGE_TYPES].sort()).toEqual(
      [
        'goPage',
        'changeClient',
        'updateMenu',
        'showDownList',
        'showVehInfo',
        'getResourceData',
        'changeResourceData',
        'showImage',
        'showInstructions',
      ].sort(),
    );
  });

  it('R-MSG-1 delivers a typed payload to subscribers of that type only, until they unsubscribe', () => {
    const goPage = vi.fn();
    const showImage = vi.fn();
    const offGo = onMessage('goPage', goPage);
    const offImage = onMessage('showImage', showImage);
    sendMessage('goPage', { path: '/car/playback', newTab: true });
    expect(goPage).toHaveBeenCalledWith({ path: '/car/playback', newTab: true });
    expect(showImage).not.toHaveBeenCalled();
    offGo();
    sendMessage('goPage', { path: '/home' });
    expect(goPage).toHaveBeenCalledTimes(1);
    offImage();
  });

  it('R-MSG-1 travels as a window CustomEvent any app can hear', () => {
    const heard = vi.fn();
    window.addEventListener(messageEventName('showVehInfo'), (e) => heard((e as CustomEvent).detail));
    sendMessage('showVehInfo', { vehicleId: 37706639, tab: 'follow' });
    expect(heard).toHaveBeenCalledWith({ vehicleId: 37706639, tab: 'follow' });
  });
});
