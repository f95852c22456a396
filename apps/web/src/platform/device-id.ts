const DEVICE_ID_KEY = 'hairhue-device-id';

/** On the web the device id is a random UUID kept in local storage (the native app uses the device's id). */
export async function getDeviceId(): Promise<string> {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}
