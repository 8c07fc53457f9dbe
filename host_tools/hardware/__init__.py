"""The box as hardware: board definitions, wiring tables and diagrams,
schematics, header pins and the printable mechanics."""
