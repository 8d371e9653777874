{{ header }}
{%- for f in files %}
{{ f }}
{%- endfor %}
