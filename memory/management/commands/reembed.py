from django.core.management.base import BaseCommand, CommandParser

from memory.services.reembed import Progress, reembed
from memory_platform.text.embeddings import get_backend, model_name


class Command(BaseCommand):
    help = (
        "Rewrite every stored message and fact vector written by another model than the current "
        "EMBEDDING_BACKEND, in batches, with progress (safe to stop and run again)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", type=int, default=256, help="texts embedded per model call")

    def handle(self, *args: object, **options: object) -> None:
        batch = int(str(options["batch"]))
        if batch < 1:
            self.stderr.write("--batch must be at least 1.")
            raise SystemExit(2)
        self.stdout.write(f"Re-embedding with {model_name(get_backend())}, {batch} per batch.")

        def progress(step: Progress) -> None:
            self.stdout.write(f"{step.table}: {step.done:,} / {step.total:,}")

        counts = reembed(batch=batch, on_progress=progress)
        self.stdout.write(self.style.SUCCESS(f"Done: {counts['messages']:,} messages, {counts['facts']:,} facts."))
