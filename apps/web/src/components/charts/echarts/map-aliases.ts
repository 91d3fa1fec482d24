/**
 * Other names under which data commonly refers to a built-in map's regions. ECharts matches data by
 * region name; the China GeoJSON names provinces in Chinese (as Datart's does) and Natural Earth uses
 * formal country names, while many databases (the demo source included) store "Zhejiang" or
 * "United States". A region's alias is used when the chart's data uses it (see `withRegionNames`).
 */
export const regionAliases: Record<string, Record<string, string>> = {
  china: {
    北京: 'Beijing',
    天津: 'Tianjin',
    河北: 'Hebei',
    山西: 'Shanxi',
    内蒙古: 'Inner Mongolia',
    辽宁: 'Liaoning',
    吉林: 'Jilin',
    黑龙江: 'Heilongjiang',
    上海: 'Shanghai',
    江苏: 'Jiangsu',
    浙江: 'Zhejiang',
    安徽: 'Anhui',
    福建: 'Fujian',
    江西: 'Jiangxi',
    山东: 'Shandong',
    河南: 'Henan',
    湖北: 'Hubei',
    湖南: 'Hunan',
    广东: 'Guangdong',
    广西: 'Guangxi',
    海南: 'Hainan',
    重庆: 'Chongqing',
    四川: 'Sichuan',
    贵州: 'Guizhou',
    云南: 'Yunnan',
    西藏: 'Tibet',
    陕西: 'Shaanxi',
    甘肃: 'Gansu',
    青海: 'Qinghai',
    宁夏: 'Ningxia',
    新疆: 'Xinjiang',
    台湾: 'Taiwan',
    香港: 'Hong Kong',
    澳门: 'Macau',
  },
  world: {
    'United States of America': 'United States',
    'Dominican Rep.': 'Dominican Republic',
    'Central African Rep.': 'Central African Republic',
    'Dem. Rep. Congo': 'Democratic Republic of the Congo',
    'Bosnia and Herz.': 'Bosnia and Herzegovina',
    'S. Sudan': 'South Sudan',
    'Eq. Guinea': 'Equatorial Guinea',
    'Solomon Is.': 'Solomon Islands',
    Czechia: 'Czech Republic',
  },
};

/**
 * ECharts `nameMap` (region name → the name the data uses) for the aliases that occur in `names`;
 * empty when the data already uses the map's own names.
 */
export function nameMapFor(map: string, names: Iterable<string>): Record<string, string> {
  const aliases = regionAliases[map] ?? {};
  const used = new Set(names);
  return Object.fromEntries(Object.entries(aliases).filter(([, alias]) => used.has(alias)));
}
