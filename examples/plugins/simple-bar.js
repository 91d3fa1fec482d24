// A Tessera chart plugin (docs/plugins.md): one dimension, one metric, drawn as SVG bars.
// It runs in a sandboxed frame: no network, no access to the app; data arrives by postMessage.
definePlugin({
  meta: {
    name: { en: 'Simple bar', zh: '简单柱状图' },
    icon: 'bar',
    requirements: { group: [1, 1], aggregate: [1, 1] },
  },
  config: {
    datas: [
      { key: 'dimension', type: 'group', label: 'dimension', required: true, limit: [1, 1] },
      { key: 'metrics', type: 'aggregate', label: 'metrics', required: true, limit: [1, 1] },
    ],
    styles: [],
    settings: [],
  },

  onMount(context) {
    this.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.svg.setAttribute('role', 'img');
    context.root.appendChild(this.svg);
  },

  onUpdated(data, context) {
    this.data = data;
    this.draw(context.size, context.theme);
  },

  onResize(size, context) {
    if (this.data) this.draw(size, context.theme);
  },

  onUnMount() {
    this.svg.remove();
  },

  draw(size, theme) {
    var svg = this.svg;
    var dim = this.data.fields.dimension[0];
    var metric = this.data.fields.metrics[0];
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    svg.setAttribute('width', size.width);
    svg.setAttribute('height', size.height);
    if (!dim || !metric) return;
    var rows = this.data.rows;
    var max =
      rows.reduce(function (m, r) {
        return Math.max(m, Number(r[metric.index]) || 0);
      }, 0) || 1;
    var pad = 24;
    var band = (size.width - pad * 2) / Math.max(rows.length, 1);
    var text = theme === 'dark' ? '#e5e7eb' : '#374151';
    svg.setAttribute('aria-label', metric.name + ' by ' + dim.name);
    rows.forEach(function (r, i) {
      var value = Number(r[metric.index]) || 0;
      var h = ((size.height - pad * 2) * value) / max;
      var bar = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      bar.setAttribute('x', String(pad + i * band + band * 0.15));
      bar.setAttribute('y', String(size.height - pad - h));
      bar.setAttribute('width', String(band * 0.7));
      bar.setAttribute('height', String(h));
      bar.setAttribute('fill', '#5b8ff9');
      bar.setAttribute('data-value', String(value));
      var title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      title.textContent = r[dim.index] + ': ' + value;
      bar.appendChild(title);
      svg.appendChild(bar);
      var label = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      label.setAttribute('x', String(pad + i * band + band / 2));
      label.setAttribute('y', String(size.height - pad / 3));
      label.setAttribute('text-anchor', 'middle');
      label.setAttribute('fill', text);
      label.setAttribute('font-size', '11');
      label.textContent = String(r[dim.index]);
      svg.appendChild(label);
    });
  },
});
