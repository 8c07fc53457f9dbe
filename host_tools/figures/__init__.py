"""Generic figures and generated tables that belong to no game: the
collision core's picture and tables."""
