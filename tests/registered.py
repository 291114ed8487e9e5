"""Every registered edition, for the tests that need "every edition" (issue 33): they loop over the registry (the
package registers each folder of ``brass_widget/editions``) instead of naming the editions, so an edition added and
registered is tested by them with no test changed."""

import brass_widget  # noqa: F401 (importing the package registers the editions)
from brass_widget.engine.edition import edition_names

EDITIONS: tuple[str, ...] = edition_names()
