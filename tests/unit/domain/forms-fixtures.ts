/** Valid inputs for each form, which the tests then break one field at a time. */
import { addDays } from '../../../domain/money';

export const identity = {
  name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890', birth: '1990-05-17',
  gender: 'Laki-laki', province: '33', city: '33.74', address: 'Jl. Pandanaran No. 1, Semarang',
};
export const car = { car_category: 2, car_transmission: 'AT', car_model: 4, car_type: 12 };
export const branch = { kota_cabang: '33.74', cabang_id: 1 };
export const appointment = () => ({ appointment_date: addDays(3), appointment_time: '09:30' });
export const consents = { kebijakan1: true, kebijakan2: 'accepted' };
/** The smallest JPEG header; the page checks the type, the server checks bytes. */
export const jpegDataUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
