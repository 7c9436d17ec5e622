import type { GroupField } from 'payload'

import { bi } from '@/fields/bilingualLabel'

/** A point on the map in WGS-84 degrees (as GPS and OpenStreetMap give them). */
export const coordinatesField = (name: string, label: GroupField['label']): GroupField => ({
  name,
  type: 'group',
  label,
  admin: {
    description: bi(
      'WGS-84 degrees, as OpenStreetMap or GPS give them (e.g. 51.7548, -1.2544); the page shows a map when both are set',
      'WGS-84 坐标（十进制度，即 OpenStreetMap 或 GPS 给出的坐标，例如 51.7548、-1.2544）；两项都填写后页面会显示地图',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90, label: bi('Latitude', '纬度') },
        { name: 'longitude', type: 'number', min: -180, max: 180, label: bi('Longitude', '经度') },
      ],
    },
  ],
})
